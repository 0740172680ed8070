import { AffiliationUnitInput, Department, Faculty, FacultyList } from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { RowId } from '../../platform/params.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import {
  addDepartment,
  addFaculty,
  listFaculties,
  removeDepartment,
  removeFaculty,
  renameDepartment,
  renameFaculty,
} from './universities.structure.service.ts'

const UniversityParams = z.object({ id: RowId })
const FacultyParams = UniversityParams.extend({ facultyId: RowId })
const DepartmentParams = FacultyParams.extend({ departmentId: RowId })
const noContent = { 204: z.null() }

/**
 * A university's faculties and departments (issue 17): verified accounts read the structure; site
 * admins and its UniAdmins change it. Its members directory is the users module's (a people query).
 */
export function structureRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['universities']
    const managers = "Site admins and this university's UniAdmins (403 cannot_manage_university otherwise)."

    app.get(
      '/universities/:id/faculties',
      {
        schema: {
          operationId: 'listFaculties',
          summary: "List a university's faculties and their departments",
          tags,
          description: 'By name, each with its departments; member counts for those who manage it.',
          params: UniversityParams,
          response: { 200: FacultyList },
        },
      },
      (req) => listFaculties(ctx, req.viewer, req.params.id),
    )

    app.post(
      '/universities/:id/faculties',
      {
        schema: {
          operationId: 'createFaculty',
          summary: 'Add a faculty',
          tags,
          description: managers,
          params: UniversityParams,
          body: AffiliationUnitInput,
          response: { 201: Faculty },
        },
      },
      async (req, reply) => {
        reply.code(201)
        return addFaculty(ctx, req.viewer, req.params.id, req.body.name)
      },
    )

    app.patch(
      '/universities/:id/faculties/:facultyId',
      {
        schema: {
          operationId: 'updateFaculty',
          summary: 'Rename a faculty',
          tags,
          description: managers,
          params: FacultyParams,
          body: AffiliationUnitInput,
          response: { 200: Faculty },
        },
      },
      (req) => renameFaculty(ctx, req.viewer, req.params.id, req.params.facultyId, req.body.name),
    )

    app.delete(
      '/universities/:id/faculties/:facultyId',
      {
        schema: {
          operationId: 'deleteFaculty',
          summary: 'Remove a faculty',
          tags,
          description: `${managers} Its departments go too; its members keep no faculty or department.`,
          params: FacultyParams,
          response: noContent,
        },
      },
      async (req, reply) => {
        await removeFaculty(ctx, req.viewer, req.params.id, req.params.facultyId)
        return reply.code(204).send(null)
      },
    )

    app.post(
      '/universities/:id/faculties/:facultyId/departments',
      {
        schema: {
          operationId: 'createDepartment',
          summary: 'Add a department to a faculty',
          tags,
          description: managers,
          params: FacultyParams,
          body: AffiliationUnitInput,
          response: { 201: Department },
        },
      },
      async (req, reply) => {
        reply.code(201)
        return addDepartment(ctx, req.viewer, req.params.id, req.params.facultyId, req.body.name)
      },
    )

    app.patch(
      '/universities/:id/faculties/:facultyId/departments/:departmentId',
      {
        schema: {
          operationId: 'updateDepartment',
          summary: 'Rename a department',
          tags,
          description: managers,
          params: DepartmentParams,
          body: AffiliationUnitInput,
          response: { 200: Department },
        },
      },
      (req) => {
        const { id, facultyId, departmentId } = req.params
        return renameDepartment(ctx, req.viewer, id, facultyId, departmentId, req.body.name)
      },
    )

    app.delete(
      '/universities/:id/faculties/:facultyId/departments/:departmentId',
      {
        schema: {
          operationId: 'deleteDepartment',
          summary: 'Remove a department',
          tags,
          description: `${managers} Its members keep their faculty.`,
          params: DepartmentParams,
          response: noContent,
        },
      },
      async (req, reply) => {
        const { id, facultyId, departmentId } = req.params
        await removeDepartment(ctx, req.viewer, id, facultyId, departmentId)
        return reply.code(204).send(null)
      },
    )
  }
}
